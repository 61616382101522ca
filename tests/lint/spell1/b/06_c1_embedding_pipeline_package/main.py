import numpy as np

from pipeline import Encoder, batched, tokenize

SENTENCE_BATCH = 8

WORDS = ("model data loss gradient token batch layer vector index query "
         "search latency cache shard replica vocab").split()


def fake_documents(n_docs, seed=0):
    rng = np.random.default_rng(seed)
    for doc_id in range(n_docs):
        n_sent = int(rng.integers(5, 30))
        yield doc_id, [" ".join(rng.choice(WORDS, size=rng.integers(3, 10))) for _ in range(n_sent)]


def embed_document(encoder, sentences):
    tokens = (tokenize(s) for s in sentences)
    chunks = [np.asarray(encoder(batch)) for batch in batched(tokens, SENTENCE_BATCH)]
    return np.concatenate(chunks)


def index_corpus(encoder, documents):
    index = {}
    for doc_id, sentences in documents:
        index[doc_id] = embed_document(encoder, sentences)
    return index


def main():
    encoder = Encoder()
    index = index_corpus(encoder, fake_documents(7))
    total = sum(v.shape[0] for v in index.values())
    print(f"indexed {len(index)} docs, {total} sentence vectors")


if __name__ == "__main__":
    main()
