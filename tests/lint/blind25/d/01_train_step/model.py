import jax
import jax.numpy as jnp
import optax

def init_params(key, vocab=500, dim=32, n_classes=5):
    k1, k2 = jax.random.split(key)
    return {
        "emb": jax.random.normal(k1, (vocab, dim)) * 0.02,
        "w": jax.random.normal(k2, (dim, n_classes)) * 0.02,
        "b": jnp.zeros((n_classes,)),
    }

def logits_fn(params, tokens):
    h = params["emb"][tokens].mean(axis=1)
    return h @ params["w"] + params["b"]

opt = optax.adam(1e-3)

@jax.jit
def train_step(params, opt_state, tokens, labels):
    def loss_fn(p):
        lg = logits_fn(p, tokens)
        return optax.softmax_cross_entropy_with_integer_labels(lg, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
