from pipeline import TokenBatchLoader, TokenStatsHook
from pipeline.hooks import LengthStatsHook

VOCAB = 64


def main():
    loader = TokenBatchLoader(n_batches=6, batch_size=4, seq_len=32, vocab=VOCAB)
    stats = loader.add_hook(TokenStatsHook(VOCAB))
    lengths = loader.add_hook(LengthStatsHook())
    for epoch in range(2):
        n_tokens = sum(batch["ids"].size for batch in loader)
        print(f"epoch {epoch}: {n_tokens} tokens, {lengths.nonzero} non-pad so far, top {stats.top(3)}")


if __name__ == "__main__":
    main()
