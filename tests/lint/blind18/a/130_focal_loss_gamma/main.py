import jax
import jax.numpy as jnp
import numpy as np

from sweep import SWEEP


@jax.jit
def focal_loss(logits, targets, gamma, alpha):
    p = jax.nn.sigmoid(logits)
    pt = jnp.where(targets > 0, p, 1 - p)
    at = jnp.where(targets > 0, alpha, 1 - alpha)
    return jnp.mean(-at * (1 - pt) ** gamma * jnp.log(pt + 1e-7))


def main():
    rng = np.random.default_rng(0)
    logits = jnp.asarray(rng.normal(size=(16, 32, 32)).astype(np.float32))
    targets = jnp.asarray((rng.random((16, 32, 32)) < 0.03).astype(np.float32))
    for cfg in SWEEP:
        loss = focal_loss(logits, targets, cfg["gamma"], cfg["alpha"])
        print(f"gamma={cfg['gamma']} alpha={cfg['alpha']}: {float(loss):.5f}")


if __name__ == "__main__":
    main()
