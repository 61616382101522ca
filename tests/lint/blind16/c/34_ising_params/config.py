def params_from_cli(beta, field):
    return {"beta": beta, "field": field}


def params_from_file(entry):
    params = {}
    params["field"] = entry["h"]
    params["beta"] = entry["b"]
    return params
