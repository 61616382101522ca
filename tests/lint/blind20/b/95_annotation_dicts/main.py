import jax
import jax.numpy as jnp
import numpy as np

from sources import FEAT, from_labeling_tool, from_synthetic_renderer


@jax.jit
def region_logits(w, sample):
    geo = jnp.concatenate([sample["boxes"], sample["features"]], axis=-1)
    logits = geo @ w
    return logits, (logits.argmax(-1) == sample["labels"]).mean()


def main():
    rng = np.random.default_rng(0)
    w = jax.random.normal(jax.random.PRNGKey(0), (4 + FEAT, 3))
    for i in range(6):
        sample = (from_labeling_tool if i % 2 else from_synthetic_renderer)(rng)
        _, acc = region_logits(w, sample)
        print(i, list(sample), float(acc))


if __name__ == "__main__":
    main()
