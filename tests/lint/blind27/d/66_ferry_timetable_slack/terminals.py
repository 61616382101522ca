def served_terminals(routes):
    names = set()
    for r in routes:
        names.update(r)
    return tuple(sorted(names))


ROUTES = [("Dover", "Calais"), ("Calais", "Dover"), ("Dover", "Dunkirk"), ("Dunkirk", "Dover")]
