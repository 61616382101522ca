import jax
import jax.numpy as jnp

from scenarios import SCENARIOS, cost_params


@jax.jit
def base_stock_cost(level, params, demand_mean, demand_std):
    mu = demand_mean * (params["lead_time_mean"] + 1.0)
    sigma = demand_std * jnp.sqrt(params["lead_time_mean"] + 1.0)
    z = (level - mu) / sigma
    pdf = jnp.exp(-0.5 * z ** 2) / jnp.sqrt(2 * jnp.pi)
    cdf = 0.5 * (1 + jax.scipy.special.erf(z / jnp.sqrt(2.0)))
    loss = sigma * (pdf - z * (1 - cdf))
    return params["holding"] * (level - mu + loss) + params["backorder"] * loss


@jax.jit
def cost_slope(level, params, demand_mean, demand_std):
    return jax.grad(base_stock_cost)(level, params, demand_mean, demand_std)


def main():
    demand_mean, demand_std = jnp.float32(10.0), jnp.float32(3.0)
    for scenario in SCENARIOS:
        params = cost_params(scenario)
        level = jnp.float32(30.0)
        for _ in range(25):
            level = level - 2.0 * cost_slope(level, params, demand_mean, demand_std)
        cost = base_stock_cost(level, params, demand_mean, demand_std)
        print(f"{scenario['name']:16s} S*={float(level):.1f} cost={float(cost):.2f}")


if __name__ == "__main__":
    main()
