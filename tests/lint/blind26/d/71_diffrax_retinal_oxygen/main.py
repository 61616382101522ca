import jax.numpy as jnp

from oxygen import N, retinal_po2

CONDITIONS = [
    ("light", 0.05, 20.0),
    ("dark", 0.15, 20.0),
    ("dark_hyperoxia", 0.15, 45.0),
]


def main():
    for name, duration, c_ch in CONDITIONS:
        c0 = jnp.full(N, 5.0).at[0].set(c_ch)
        q = 25.0 if name.startswith("dark") else 10.0
        args = (jnp.float32(1.0), jnp.float32(q), jnp.float32(c_ch))
        c = retinal_po2(c0, args, duration)
        print(name, round(float(c.min()), 2), round(float(c.mean()), 2))


if __name__ == "__main__":
    main()
