import jax
import jax.numpy as jnp

from models import linear_head, mlp_head


def predict_linear(p, x):
    return jax.nn.softmax(linear_head(p, x))


def predict_mlp(p, x):
    return jax.nn.softmax(mlp_head(p, x))


PREDICTORS = {"linear": jax.jit(predict_linear), "mlp": jax.jit(predict_mlp)}


def ensemble_probs(members, x):
    probs = [PREDICTORS[kind](p, x) for kind, p in members]
    return jnp.mean(jnp.stack(probs), axis=0)
