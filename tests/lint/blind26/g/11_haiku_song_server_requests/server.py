import jax
import jax.numpy as jnp

from model import forward

SPECIES = ["chaffinch", "robin", "wren", "blackbird", "great_tit",
           "blue_tit", "song_thrush", "dunnock", "goldcrest", "chiffchaff"]


@jax.jit
def score_frames(params, frames):
    return jax.nn.softmax(forward.apply(params, frames), axis=-1)


class SongService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        probs = score_frames(self.params, request["frames"])
        top = jnp.argmax(probs.mean(axis=0))
        return {"recorder": request["recorder"], "species": SPECIES[int(top)]}
