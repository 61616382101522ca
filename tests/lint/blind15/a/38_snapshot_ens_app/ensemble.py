import jax
import jax.numpy as jnp


def make_ensemble_predict(model):
    @jax.jit
    def member_probs(params, images):
        return jax.nn.softmax(model.apply({"params": params}, images), -1)

    def ensemble_predict(member_params, images):
        total = 0.0
        for p in member_params:
            total = total + member_probs(p, images)
        return total / len(member_params)

    return ensemble_predict
