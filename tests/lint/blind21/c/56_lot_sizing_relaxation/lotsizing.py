import jax
import jax.numpy as jnp


def relaxed_cost(setup_logits, d, setup_cost, holding_cost):
    setup = jax.nn.sigmoid(setup_logits)
    cum_demand = jnp.cumsum(d)
    produced = jnp.cumsum(setup * d.sum() / (setup.sum() + 1e-6))
    inventory = jnp.maximum(produced - cum_demand, 0.0)
    shortage = jnp.maximum(cum_demand - produced, 0.0)
    return setup_cost * setup.sum() + holding_cost * inventory.sum() + 20.0 * shortage.sum()


@jax.jit
def lot_sizing_step(setup_logits, demand, setup_cost, holding_cost, lr):
    cost, g = jax.value_and_grad(relaxed_cost)(setup_logits, demand, setup_cost, holding_cost)
    return setup_logits - lr * g, cost
