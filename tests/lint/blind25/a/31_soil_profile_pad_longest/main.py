import jax
import jax.numpy as jnp

from profiles import soil_cores, batches


@jax.jit
def carbon_stock(profiles):
    thickness, soc, bd = profiles[..., 0], profiles[..., 1], profiles[..., 2]
    stock = thickness * soc * bd
    return jnp.sum(stock, axis=1)


def main():
    cores = soil_cores()
    total = []
    for b in batches(cores, 8):
        total.append(carbon_stock(b))
    stocks = jnp.concatenate(total)
    print(f"{len(stocks)} cores, mean SOC stock {float(stocks.mean()):.1f} t C/ha")


if __name__ == "__main__":
    main()
