import numpy as np


def count_from_transcript(page):
    return len(page["transcript"].split())


def count_from_mask(page):
    return int(page["word_mask"].sum())


def valid_word_count(page):
    if page.get("transcript"):
        return count_from_transcript(page)
    return count_from_mask(page)
