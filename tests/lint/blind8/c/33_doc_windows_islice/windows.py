import itertools


def token_windows(token_ids, window):
    it = iter(token_ids)
    while True:
        chunk = list(itertools.islice(it, window))
        if not chunk:
            return
        yield chunk
