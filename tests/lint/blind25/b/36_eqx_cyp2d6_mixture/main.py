import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class MixtureClearanceModel(eqx.Module):
    log_cl: jax.Array
    logits: jax.Array
    temperature: float

    def weights(self):
        return jax.nn.softmax(self.logits / self.temperature)

    def nll(self, cl_obs):
        comps = -0.5 * ((jnp.log(cl_obs)[:, None] - self.log_cl[None, :]) / 0.2) ** 2
        return -jnp.mean(jax.nn.logsumexp(comps + jnp.log(self.weights())[None, :], axis=1))


@eqx.filter_jit
def em_like_step(model, cl_obs):
    loss, grads = eqx.filter_value_and_grad(lambda m: m.nll(cl_obs))(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.05 * g, grads)), loss


def main():
    rng = np.random.default_rng(4)
    poor = rng.lognormal(np.log(2.0), 0.2, 30)
    extensive = rng.lognormal(np.log(8.0), 0.2, 90)
    cl_obs = jnp.asarray(np.concatenate([poor, extensive]), jnp.float32)
    model = MixtureClearanceModel(jnp.log(jnp.array([1.0, 10.0])), jnp.zeros(2), 2.0)
    for stage in range(4):
        for _ in range(20):
            model, loss = em_like_step(model, cl_obs)
        model = eqx.tree_at(lambda m: m.temperature, model, model.temperature * 0.5)
        print(f"stage {stage}: nll {float(loss):.3f} weights {np.round(np.asarray(model.weights()), 3)}")


if __name__ == "__main__":
    main()
