import jax
import numpy as np

from textserve import EncoderParams, collate, encode

REQUESTS = [
    ["reset my password", "how do I reset the password on my account"],
    ["where is my parcel?", "tracking number not working"],
    ["change shipping address", "upgrade plan"],
    ["invoice for march please", "vat number missing on the invoice"],
    ["refund", "the order arrived damaged and I would like a refund or a replacement"],
    ["cancel", "please cancel"],
]


def main():
    params = EncoderParams.init(jax.random.PRNGKey(0))
    for batch in REQUESTS:
        ids, mask = collate(batch)
        emb = np.asarray(encode(params, ids, mask))
        sim = float(emb[0] @ emb[1])
        print(f"batch of {len(batch)} (len {ids.shape[1]}): sim01={sim:.3f}")


if __name__ == "__main__":
    main()
