import jax
import jax.numpy as jnp
import numpy as np

from critical_area import critical_area_curve

LAYERS = {"M1": (28.0, 28.0), "M2": (32.0, 32.0), "M3": (40.0, 40.0), "M4": (80.0, 80.0)}


def main():
    sizes = jnp.linspace(10.0, 200.0, 40)
    x0 = 30.0
    pdf = 2 * x0 ** 2 / sizes ** 3  # 1/x^3 defect size distribution
    key = jax.random.PRNGKey(0)
    for layer, (space, line) in LAYERS.items():
        key, sub = jax.random.split(key)
        theta = critical_area_curve(sizes, jnp.float32(space), jnp.float32(line), sub)
        ca = float(jnp.sum(theta * pdf) * (sizes[1] - sizes[0]))
        print(f"{layer}: avg critical fraction {ca:.4f} -> yield factor {float(np.exp(-0.1 * ca * 100)):.3f}")


if __name__ == "__main__":
    main()
