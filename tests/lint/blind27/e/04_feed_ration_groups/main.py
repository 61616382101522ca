import jax
import jax.numpy as jnp

# feeds: corn silage, alfalfa hay, soybean meal, ground corn
cost = jnp.array([0.05, 0.22, 0.45, 0.18])
crude_protein = jnp.array([0.08, 0.19, 0.49, 0.09])
net_energy = jnp.array([1.45, 1.30, 1.85, 1.95])


@jax.jit
def ration_cost(x, cp_target, ne_target, penalty):
    kg = jax.nn.softplus(x)
    cp = jnp.dot(kg, crude_protein) / kg.sum()
    ne = jnp.dot(kg, net_energy)
    shortfall = jnp.maximum(cp_target - cp, 0.0) ** 2 + jnp.maximum(ne_target - ne, 0.0) ** 2
    return jnp.dot(kg, cost) + penalty * shortfall


@jax.jit
def ration_grad(x, cp_target, ne_target, penalty):
    return jax.grad(ration_cost)(x, cp_target, ne_target, penalty)


groups = {
    "fresh cows": (0.17, 38.0),
    "high producers": (0.16, 42.0),
    "far-off dry": (0.13, 22.0),
}
for name, (cp_t, ne_t) in groups.items():
    x = jnp.zeros(4)
    for it in range(200):
        x = x - 0.01 * ration_grad(x, cp_t, ne_t, 50.0)
    print(name, jnp.round(jax.nn.softplus(x), 2), float(ration_cost(x, cp_t, ne_t, 50.0)))
