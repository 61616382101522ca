import jax
import numpy as np

from embedder import embed_segment, init_embedder
from vad import energy_vad

SR = 8000


def meeting_recording(rng, seconds=6.0):
    t = np.arange(int(seconds * SR)) / SR
    wav = 0.003 * rng.standard_normal(t.size)
    cursor = 0.2
    for turn in range(6):
        dur = rng.uniform(0.3, 0.8)
        f0 = 140 if turn % 2 == 0 else 230
        on = (t >= cursor) & (t < cursor + dur)
        wav[on] += 0.3 * np.sin(2 * np.pi * f0 * t[on]) * (1 + 0.3 * np.sin(2 * np.pi * 4 * t[on]))
        cursor += dur + rng.uniform(0.1, 0.3)
    return wav.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    wav = meeting_recording(rng)
    params = init_embedder(jax.random.PRNGKey(0))
    embeddings = []
    for start, end in energy_vad(wav, SR):
        embeddings.append(np.asarray(embed_segment(params, wav[start:end])))
    E = np.stack(embeddings)
    labels = (E @ E[0] < 0.9).astype(int)
    print(f"{len(E)} segments, speaker labels {labels.tolist()}")


if __name__ == "__main__":
    main()
