import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MotionPredictor

STREAMS = [("cam_a", 30.0), ("cam_b", 25.0), ("cam_c", 29.97), ("cam_d", 60.0), ("cam_e", 24.0)]
DIM = 16


@nnx.jit
def adapt_step(model, optimizer, prev, curr, nxt):
    def loss_fn(m):
        pred = m(prev, curr)
        return jnp.mean((pred - nxt) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = MotionPredictor(DIM, fps=30.0, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(1e-2), wrt=nnx.Param)
    for name, fps in STREAMS:
        model.fps = fps
        feats = rng.standard_normal((4, DIM)).astype(np.float32)
        for t in range(2):
            loss = adapt_step(model, optimizer, feats[t], feats[t + 1], feats[t + 2])
        print(f"{name} @ {fps}fps loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
