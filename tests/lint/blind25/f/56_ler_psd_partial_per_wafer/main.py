import jax
import jax.numpy as jnp

from ler import analyze_wafer

SETUP = {"n_lines": 32, "n_points": 256}
# per-wafer fitted roughness parameters from the CD-SEM recipe
WAFERS = [(1.1, 12.0), (1.3, 10.0), (0.9, 15.0), (1.2, 11.0), (1.0, 14.0)]


def main():
    key = jax.random.PRNGKey(0)
    for i, (sigma, xi) in enumerate(WAFERS):
        key, sub = jax.random.split(key)
        m, s = analyze_wafer(sub, jnp.float32(sigma), jnp.float32(xi), SETUP)
        print(f"wafer {i}: LER 3sigma {float(m):.2f} +/- {float(s):.2f} nm")


if __name__ == "__main__":
    main()
