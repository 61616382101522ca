import jax
import jax.numpy as jnp


def make_ensemble_predict(model):
    @jax.jit
    def ensemble_predict(member_params, images):
        probs = [jax.nn.softmax(model.apply({"params": p}, images), -1) for p in member_params]
        return jnp.mean(jnp.stack(probs), axis=0)

    return ensemble_predict
