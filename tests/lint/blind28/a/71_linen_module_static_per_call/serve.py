from functools import partial

import jax


@partial(jax.jit, static_argnums=(0,))
def predict_stay_value(model, params, x):
    return model.apply(params, x)
