import jax
import jax.numpy as jnp
import numpy as np

from history import demand_cv


@jax.jit
def reorder_point(forecast, lead_time, cv, z):
    sigma = cv * forecast * jnp.sqrt(lead_time)
    return forecast * lead_time + z * sigma


def main():
    rng = np.random.default_rng(12)
    catalogue = {
        "new-sku": rng.poisson(30, 2),
        "core-sku": rng.poisson(50, 26),
        "seasonal": rng.poisson(20, 3),
        "long-tail": rng.poisson(5, 40),
    }
    lead_time = jnp.float32(3.0)
    z = jnp.float32(1.65)
    for sku, sales in catalogue.items():
        forecast = jnp.float32(sales.mean())
        rop = reorder_point(forecast, lead_time, demand_cv(sales), z)
        print(f"{sku:10s} reorder point {float(rop):.1f}")


if __name__ == "__main__":
    main()
