import jax
import jax.numpy as jnp

from batches import DEM_AVAILABLE, event_batch


@jax.jit
def susceptibility(w, optical, ndvi_drop, slope=None):
    score = jnp.einsum("nhwc,c->nhw", optical, w[:4]) + w[4] * (-ndvi_drop)
    if slope is not None:
        score = score + w[5] * jnp.sin(jnp.deg2rad(slope))
    return jax.nn.sigmoid(score)


def main():
    w = jnp.array([0.2, -0.1, 0.4, -0.8, 2.0, 1.5], jnp.float32)
    for event in DEM_AVAILABLE:
        batch = {k: jnp.asarray(v) for k, v in event_batch(event).items()}
        prob = susceptibility(w, **batch)
        print(f"{event:14s} mean susceptibility {float(prob.mean()):.3f}")


if __name__ == "__main__":
    main()
