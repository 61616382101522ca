import jax
from suggest import next_clause_candidates, encode_window

emb = jax.random.normal(jax.random.PRNGKey(0), (500, 16))
bank = jax.random.normal(jax.random.PRNGKey(1), (80, 16))
vocab = {}
words = "the receiving party shall not disclose confidential information".split()
for i in range(1, len(words) + 1):
    prefix = " ".join(words[:i])
    print(prefix, next_clause_candidates(encode_window(prefix, vocab), bank, emb).tolist())
