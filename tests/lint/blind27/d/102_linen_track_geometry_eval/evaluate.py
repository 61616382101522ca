import jax
import jax.numpy as jnp


def evaluate(model, params, x, y):
    def predict_geometry(p, feats):
        return model.apply(p, feats)
    pred = jax.jit(predict_geometry)(params, x)
    return float(jnp.sqrt(jnp.mean((pred - y) ** 2)))
