import jax
import jax.numpy as jnp


def init_params():
    return {"w_survey": jnp.zeros(5), "w_tenure": jnp.zeros(()), "w_mgr": jnp.zeros(()), "b": jnp.zeros(())}


@jax.jit
def engagement_grad(params, batch, target):
    def loss(p):
        z = batch["survey"] @ p["w_survey"] + p["w_tenure"] * batch["tenure"] + p["b"]
        if "manager_score" in batch:
            z = z + p["w_mgr"] * batch["manager_score"]
        return jnp.mean((z - target) ** 2)
    return jax.value_and_grad(loss)(params)
