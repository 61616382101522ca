import jax
import jax.numpy as jnp

@jax.jit
def refine_spans(span_feats, W):
    h = jax.nn.relu(span_feats @ W)
    return jax.nn.softmax(h, axis=-1)

def second_pass(probs, span_feats, W, threshold=0.6):
    keep = probs.max(-1) < threshold
    uncertain = span_feats[keep]
    return refine_spans(uncertain, W), int(keep.sum())
