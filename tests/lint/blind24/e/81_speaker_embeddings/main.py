import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

from model import SpeakerEmbedder, embed_segments
from shows import ADAPTED, SHOWS, load_adapter, segments_for


def main():
    base = SpeakerEmbedder(jax.random.PRNGKey(0))
    for show in SHOWS:
        model = base
        if show in ADAPTED:
            model = eqx.tree_at(lambda m: m.adapter, base, jnp.asarray(load_adapter(show)),
                                is_leaf=lambda x: x is None)
        emb = embed_segments(model, segments_for(show))
        sim = np.asarray(emb @ emb.T)
        print(show, round(float(sim.mean()), 3))


if __name__ == "__main__":
    main()
