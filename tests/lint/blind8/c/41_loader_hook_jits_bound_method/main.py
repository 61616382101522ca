from pipeline import TokenBatchLoader, TokenStatsHook

VOCAB = 64


def main():
    loader = TokenBatchLoader(n_batches=6, batch_size=4, seq_len=32, vocab=VOCAB)
    stats = loader.add_hook(TokenStatsHook(VOCAB))
    n_tokens = 0
    for batch in loader:
        n_tokens += batch["ids"].size
    print(f"{n_tokens} tokens, most frequent: {stats.top()}")


if __name__ == "__main__":
    main()
