import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import FluidSegHead


@nnx.jit
def mc_fluid_masks(model, bscan, rngs):
    logits = model(bscan)
    noise = jax.random.gumbel(rngs.sample(), logits.shape)
    return (logits + 0.3 * noise).argmax(-1)


def main():
    rng = np.random.default_rng(0)
    model = FluidSegHead(nnx.Rngs(0))
    bscan = rng.normal(size=(1, 32, 32, 1)).astype(np.float32)
    for draw in range(5):
        masks = mc_fluid_masks(model, bscan, nnx.Rngs(sample=draw))
        print(draw, np.bincount(np.asarray(masks).ravel(), minlength=3).tolist())


if __name__ == "__main__":
    main()
