/**
 * The most used passwords of 6 to 20 characters (from public breach frequency lists), refused at
 * sign-up, reset and change (DESIGN §7). Kept short on purpose: the rate limits do the rest.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '123123', '123321', '654321',
  '666666', '111111', '000000', '112233', '121212', '123654', '159753', '987654321', '11111111', '00000000',
  '88888888', '147258369', '123qwe', 'qwerty', 'qwerty123', 'qwertyuiop', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t',
  'zaq12wsx', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'password', 'password1', 'password12', 'password123',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'abc123', 'abcdef', 'abcd1234', 'a123456', 'aa123456', 'iloveyou',
  'iloveu', 'letmein', 'welcome', 'welcome1', 'monkey', 'dragon', 'master', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'batman', 'shadow', 'michael', 'jennifer', 'jordan23', 'hunter2',
  'trustno1', 'starwars', 'whatever', 'freedom', 'charlie', 'donald', 'qazwsx', 'secret', 'admin123',
  'administrator', 'login', 'access', 'flower', 'hello123', 'lovely', 'loveme', 'ninja', 'mustang',
  'computer', 'internet', 'google', 'samsung', 'cheese', 'chocolate', 'pokemon', 'soccer', 'killer',
  'liverpool', 'arsenal', 'chelsea', 'summer', 'winter', 'azerty', 'changeme', 'default', 'guest123',
  'test123', 'testing', 'masthead', 'masthead123',
]);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
