import jax
import numpy as np

from embedder import embed_window, init_embedder, to_windows
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
        windows, masks = to_windows(wav[start:end])
        parts = [embed_window(params, w, m) for w, m in zip(windows, masks)]
        weights = np.array([float(n) for _, n in parts])
        emb = sum(np.asarray(e) * w for (e, _), w in zip(parts, weights)) / weights.sum()
        embeddings.append(emb / np.linalg.norm(emb))
    E = np.stack(embeddings)
    print(f"{len(E)} segments, speaker labels {(E @ E[0] < 0.9).astype(int).tolist()}")


if __name__ == "__main__":
    main()
