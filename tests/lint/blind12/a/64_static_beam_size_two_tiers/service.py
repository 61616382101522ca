from search import beam_search

BEAM_BY_TIER = {"realtime": 1, "batch": 4}


def transcribe(params, request):
    tokens, scores = beam_search(params, request["encoder_state"], beam_size=BEAM_BY_TIER[request["tier"]])
    return tokens[0].tolist(), float(scores[0])
