import jax
import jax.numpy as jnp
import optax

from model import TinyUNet

net = TinyUNet()
tx = optax.adam(2e-3)


@jax.jit
def seg_train_step(variables, opt_state, images, masks):
    def loss_fn(params):
        logits, new_state = net.apply({"params": params, "batch_stats": variables["batch_stats"]},
                                      images, train=True, mutable=["batch_stats"])
        return optax.sigmoid_binary_cross_entropy(logits, masks).mean(), new_state

    (loss, new_state), g = jax.value_and_grad(loss_fn, has_aux=True)(variables["params"])
    upd, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(variables["params"], upd)
    return {"params": params, "batch_stats": new_state["batch_stats"]}, opt_state, loss


@jax.jit
def seg_predict(variables, images):
    return jax.nn.sigmoid(net.apply(variables, images, train=False)) > 0.5
