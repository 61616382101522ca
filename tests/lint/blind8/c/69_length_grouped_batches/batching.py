import itertools


def length_grouped_batches(examples, max_batch):
    """Groups examples of identical length so no padding is needed."""
    by_len = sorted(examples, key=lambda e: len(e["ids"]))
    for _, group in itertools.groupby(by_len, key=lambda e: len(e["ids"])):
        group = list(group)
        for i in range(0, len(group), max_batch):
            yield group[i:i + max_batch]
