import numpy as np

from decode import CLIP, decode, fake_requests
from service import EmbeddingService


def main():
    svc = EmbeddingService(CLIP)
    rng = np.random.default_rng(0)
    for payload in fake_requests(rng):
        wav = decode(payload)
        emb = svc.embed(wav)
        print(payload[0], wav.dtype, np.round(np.asarray(emb)[:3], 3))


if __name__ == "__main__":
    main()
