import jax
import jax.numpy as jnp
import flax.linen as nn


class QualityEstimator(nn.Module):
    @nn.compact
    def __call__(self, src_feats, tgt_feats):
        x = jnp.concatenate([src_feats, tgt_feats, src_feats * tgt_feats], axis=-1)
        x = nn.gelu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]


qe = QualityEstimator()


@jax.jit
def predict_quality(params, src, tgt):
    return qe.apply({"params": params}, src, tgt)
