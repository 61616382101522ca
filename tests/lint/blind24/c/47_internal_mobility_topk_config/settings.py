SETTINGS = {
    "shortlist_size": 5,
    "min_tenure_months": 12,
    "embedding_dim": 16,
}
