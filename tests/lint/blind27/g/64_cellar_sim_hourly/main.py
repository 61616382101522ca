import jax.numpy as jnp

from sim import cellar_hour


def main():
    sugar = jnp.array([220, 200, 240, 210, 230], jnp.float32)
    yeast = jnp.array([5, 8, 4, 6, 5], jnp.float32)
    temp = jnp.array([24, 18, 26, 15, 22], jnp.float32)
    dry_at = jnp.full(5, -1, jnp.int32)
    for hour in range(200):
        sugar, yeast, dry_at = cellar_hour(sugar, yeast, temp, dry_at, hour)
    print("hour each tank went dry:", dry_at.tolist())


if __name__ == "__main__":
    main()
