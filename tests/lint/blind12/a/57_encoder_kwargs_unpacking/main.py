import jax
import jax.numpy as jnp
import numpy as np

from model import contrastive_loss, sentence_embedding
from tokenization import CharTokenizer

PAIRS = [("turn on the light", "switch the lamp on"), ("play some jazz", "put on jazz music"),
         ("what's the weather", "is it raining"), ("set an alarm", "wake me up at six")]
QUERIES = ["lights on", "jazz please", "weather today"]


def main():
    tok = CharTokenizer()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (tok.vocab_size, 16)) * 0.3,
              "proj": jax.random.normal(k2, (16, 16)) * 0.3}
    anchors = tok([a for a, _ in PAIRS])
    positives = tok([p for _, p in PAIRS])
    grad_fn = jax.jit(jax.value_and_grad(contrastive_loss))
    for step in range(3):
        loss, grads = grad_fn(params, anchors, positives)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads)
        print(f"step {step}: loss {float(loss):.4f}")
    index = tok([p for _, p in PAIRS])
    doc_emb = sentence_embedding(params, **index)
    q = tok(QUERIES[:len(PAIRS)] + [""] * (len(PAIRS) - len(QUERIES)))
    q_emb = sentence_embedding(params, q["input_ids"], q["attention_mask"])
    print("retrieved:", np.asarray(jnp.argmax(q_emb @ doc_emb.T, axis=-1))[: len(QUERIES)].tolist())


if __name__ == "__main__":
    main()
