import numpy as np
import jax
import jax.numpy as jnp

from detections import crack_polylines


@jax.jit
def crack_metrics(cracks):
    lengths = [jnp.sum(jnp.linalg.norm(jnp.diff(c, axis=0), axis=1)) for c in cracks]
    tortuosity = [l / jnp.linalg.norm(c[-1] - c[0]) for l, c in zip(lengths, cracks)]
    return jnp.sum(jnp.stack(lengths)), jnp.max(jnp.stack(tortuosity))


def main():
    rng = np.random.default_rng(0)
    for img in range(10):
        cracks = crack_polylines(img, rng)
        total, tort = crack_metrics(cracks)
        print(f"image {img}: {len(cracks)} cracks, total length {float(total):.0f} mm, max tortuosity {float(tort):.2f}")


if __name__ == "__main__":
    main()
