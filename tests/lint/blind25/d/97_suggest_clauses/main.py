import jax
from suggest import suggest_clauses, encode_prefix

emb = jax.random.normal(jax.random.PRNGKey(0), (500, 16))
bank = jax.random.normal(jax.random.PRNGKey(1), (80, 16))
vocab = {}
typed = "the receiving party shall not disclose confidential information"
words = typed.split()
for i in range(1, len(words) + 1):
    prefix = " ".join(words[:i])
    print(prefix, suggest_clauses(encode_prefix(prefix, vocab), bank, emb).tolist())
