import jax
import jax.numpy as jnp


@jax.jit
def joint_logprobs(enc_frame, pred_state, params, blank_penalty=0.0):
    h = jnp.tanh(enc_frame @ params["w_enc"] + pred_state @ params["w_pred"])
    logits = h @ params["w_out"]
    logits = logits.at[..., 0].add(-blank_penalty)
    return jax.nn.log_softmax(logits, axis=-1)
