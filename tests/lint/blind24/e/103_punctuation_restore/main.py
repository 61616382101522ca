import numpy as np
import jax
import jax.numpy as jnp
import optax

from net import punct, punct_logits


def main():
    rng = np.random.default_rng(0)
    feats = rng.standard_normal((64, 16)).astype(np.float32)
    labels = rng.integers(0, 4, 64)
    key = jax.random.PRNGKey(0)
    params = punct.init(key, feats[:1])
    for step in range(4):
        key, sub = jax.random.split(key)
        train_logits = punct_logits(params, sub, feats)
        eval_logits = punct_logits(params, None, feats)
        acc = float((np.asarray(eval_logits).argmax(-1) == labels).mean())
        print(step, acc, round(float(jnp.abs(train_logits - eval_logits).mean()), 4))


if __name__ == "__main__":
    main()
