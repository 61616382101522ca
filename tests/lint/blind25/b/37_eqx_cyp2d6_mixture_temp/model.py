import equinox as eqx
import jax
import jax.numpy as jnp


class MixtureClearanceModel(eqx.Module):
    log_cl: jax.Array
    logits: jax.Array
    temperature: jax.Array

    def weights(self):
        return jax.nn.softmax(self.logits / self.temperature)

    def nll(self, cl_obs):
        comps = -0.5 * ((jnp.log(cl_obs)[:, None] - self.log_cl[None, :]) / 0.2) ** 2
        return -jnp.mean(jax.nn.logsumexp(comps + jnp.log(self.weights())[None, :], axis=1))


@eqx.filter_jit
def em_like_step(model, cl_obs):
    loss, grads = eqx.filter_value_and_grad(lambda m: m.nll(cl_obs))(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.05 * g, grads)), loss
