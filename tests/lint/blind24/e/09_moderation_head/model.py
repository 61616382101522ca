import jax
import jax.numpy as jnp
import flax.linen as nn


class ModerationHead(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, batch):
        x = nn.Dense(self.hidden)(batch["frames"].mean(axis=1))
        if "audio" in batch:
            x = x + nn.Dense(self.hidden, name="audio_proj")(batch["audio"])
        return nn.Dense(3)(nn.relu(x))


model = ModerationHead()


@jax.jit
def score_batch(params, batch):
    logits = model.apply({"params": params}, batch)
    return jax.nn.softmax(logits, axis=-1)
