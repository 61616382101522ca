import jax
import jax.numpy as jnp

from utils import step


def domain_length(epoch, start=0.5, end=3.0, epochs=6):
    return start + (end - start) * epoch / (epochs - 1)


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = [jax.random.normal(k1, (2, 16)), jnp.zeros(16), jax.random.normal(k2, (16,)) * 0.1]
    for epoch in range(6):
        length = domain_length(epoch)
        for _ in range(2):
            k3, kx, kt = jax.random.split(k3, 3)
            xs = jax.random.uniform(kx, (64,), minval=-1.0, maxval=1.0)
            ts = jax.random.uniform(kt, (64,))
            params, val = step(params, xs, ts, length, 0.01)
        print(f"L={length:.2f} loss={float(val):.4f}")


if __name__ == "__main__":
    main()
