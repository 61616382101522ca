import flax.linen as nn
import jax.numpy as jnp


class WordTagger(nn.Module):
    """BIO tagger over the OCR words of a receipt."""

    num_tags: int = 5
    max_words: int = 64

    @nn.compact
    def __call__(self, word_feats):
        pos = self.param("pos", nn.initializers.normal(0.02), (64, word_feats.shape[-1]))
        x = word_feats + pos[: word_feats.shape[0]]
        x = nn.relu(nn.Dense(32)(x))
        logits = nn.Dense(self.num_tags)(x)
        return logits[: self.max_words]
