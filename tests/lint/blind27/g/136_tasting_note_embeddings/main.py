import numpy as np
import jax.numpy as jnp

from tokenizer import NoteTokenizer
from model import note_embedding

NOTES = [
    ["blackcurrant cedar firm tannins", "red cherry", "plum spice long finish", "graphite"],
    ["lemon zest", "green apple wet stone", "honeysuckle", "brioche toast fine mousse lingering"],
    ["violet", "black olive smoked meat pepper", "raspberry", "tar roses"],
]


def main():
    tok = NoteTokenizer([n for flight in NOTES for n in flight])
    emb = jnp.asarray(np.random.default_rng(0).normal(0, 1, (len(tok.vocab) + 1, 8)), jnp.float32)
    for i, flight in enumerate(NOTES):
        v = np.asarray(note_embedding(emb, tok(flight)))
        sims = v @ v.T
        print(f"flight {i}: most similar pair score {np.max(sims - np.diag(np.diag(sims))):.2f}")


if __name__ == "__main__":
    main()
