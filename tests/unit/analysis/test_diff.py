"""``_diff.diff`` on hand-built signatures: one test per cause kind it reports.

No JAX call runs here: each signature is what ``_signature.build`` would record for
a call, written out by hand, so a regression in the diff itself shows on its own.
(``new_function``, ``redefined_function`` and ``unknown`` are decided in
``_analyze``, from the capture; the attribution tests cover them end to end.)
"""

from jaxcheck._src.analysis import diff
from jaxcheck._src.signature.signature import Leaf, Node, Signature, Static


def f32(*shape, weak=False, placement=None, committed=None):
    return Leaf(tuple(shape), "float32", weak, placement, committed)


def sig(passing=None, leaves=None, statics=None, nodes=None, context=()):
    """A signature whose arguments are the top-level names of ``passing``."""
    return Signature(passing=dict(passing or {}), nodes=dict(nodes or {}),
                     leaves=dict(leaves or {}), statics=dict(statics or {}), context=context)


def causes(before, after):
    return [(c.kind, c.path, c.before, c.after, c.reason) for c in diff.diff(before, after)]


def test_identical_signatures_have_no_cause():
    s = sig({"x": "positional"}, {"x": f32(3)})
    assert diff.diff(s, s) == []


def test_shape():
    assert causes(sig({"x": "positional"}, {"x": f32(3)}),
                  sig({"x": "positional"}, {"x": f32(4)})) == [
        ("shape", "x", "float32[3]", "float32[4]", None)]


def test_dtype():
    before = sig({"x": "positional"}, {"x": f32(3)})
    after = sig({"x": "positional"}, {"x": Leaf((3,), "int32", False)})
    assert causes(before, after) == [("dtype", "x", "float32[3]", "int32[3]", None)]


def test_weak_type():
    before = sig({"y": "positional"}, {"y": f32(weak=True)})
    after = sig({"y": "positional"}, {"y": f32()})
    assert causes(before, after) == [("weak_type", "y", "float32[] (weak)", "float32[]", None)]


def test_shape_and_dtype_of_one_leaf_are_two_causes():
    before = sig({"x": "positional"}, {"x": f32(3)})
    after = sig({"x": "positional"}, {"x": Leaf((4,), "int32", False)})
    assert [c[0] for c in causes(before, after)] == ["shape", "dtype"]


def test_static_value_by_value_and_by_identity():
    before = sig({"n": "positional"}, statics={"n": Static(2, "2", False)})
    after = sig({"n": "positional"}, statics={"n": Static(3, "3", False)})
    assert causes(before, after) == [("static_value", "n", "2", "3", "number")]

    a, b = object(), object()
    before = sig({"cfg": "positional"}, statics={"cfg": Static(a, "<object>", True)})
    after = sig({"cfg": "positional"}, statics={"cfg": Static(b, "<object>", True)})
    (cause,) = diff.diff(before, after)
    assert (cause.kind, cause.path, cause.reason) == ("static_value", "cfg", "identity")
    assert "hash" in cause.before and cause.before != cause.after, \
        "equal texts must be told apart by their hashes"


def test_static_value_of_equal_values_is_no_cause():
    before = sig({"mode": "positional"}, statics={"mode": Static("relu", "'relu'", False)})
    after = sig({"mode": "positional"}, statics={"mode": Static("relu", "'relu'", False)})
    assert diff.diff(before, after) == []


def test_static_field_of_a_dataclass_node():
    def model(act):
        return Node("MLP", f"static {act}", ("['w']",), (("act", act),))

    before = sig({"m": "positional"}, {"m['w']": f32(2)}, nodes={"m": model("'relu'")})
    after = sig({"m": "positional"}, {"m['w']": f32(2)}, nodes={"m": model("'tanh'")})
    assert causes(before, after) == [("static_value", "m.act", "'relu'", "'tanh'",
                                      "static_field")]


def test_pytree_structure():
    before = sig({"p": "positional"}, {"p['a']": f32(2)}, nodes={"p": Node("dict", "", ("['a']",))})
    after = sig({"p": "positional"}, {"p['a']": f32(2), "p['b']": f32(2)},
                nodes={"p": Node("dict", "", ("['a']", "['b']"))})
    ((kind, path, *_),) = causes(before, after)
    assert (kind, path) == ("pytree_structure", "p")


def test_pytree_structure_none_against_an_array():
    before = sig({"mask": "positional"}, nodes={"mask": Node("NoneType", "", ())})
    after = sig({"mask": "positional"}, {"mask": f32(3)})
    assert causes(before, after) == [("pytree_structure", "mask", "None", "float32[3]", "none")]


def test_arg_signature_positional_to_keyword():
    before = sig({"x": "positional", "y": "positional"}, {"x": f32(3), "y": f32()})
    after = sig({"x": "positional", "y": "keyword"}, {"x": f32(3), "y": f32()})
    assert causes(before, after) == [("arg_signature", "y", "positional", "keyword", None)]


def test_arg_signature_left_out_and_static_against_traced():
    before = sig({"x": "positional", "y": "keyword"}, {"x": f32(3), "y": f32()})
    after = sig({"x": "positional"}, {"x": f32(3)})
    assert causes(before, after) == [("arg_signature", "y", "keyword", "not passed",
                                      "left_out")]

    before = sig({"n": "positional"}, {"n": f32()})
    after = sig({"n": "positional"}, statics={"n": Static(2, "2", False)})
    assert causes(before, after) == [("arg_signature", "n", "traced", "static",
                                      "static_vs_traced")]


def test_sharding_other_device_and_committed():
    before = sig({"x": "positional"}, {"x": f32(3, placement="cpu:0", committed=True)})
    after = sig({"x": "positional"}, {"x": f32(3, placement="cpu:1", committed=True)})
    assert causes(before, after) == [("sharding", "x", "cpu:0 (committed)",
                                      "cpu:1 (committed)", None)]

    before = sig({"x": "positional"}, {"x": f32(3, placement="cpu:0", committed=False)})
    after = sig({"x": "positional"}, {"x": f32(3, placement="cpu:0", committed=True)})
    ((kind, path, _, _, reason),) = causes(before, after)
    assert (kind, path, reason) == ("sharding", "x", "committed")


def test_uncommitted_values_are_one_placement():
    before = sig({"x": "positional"}, {"x": f32(3, placement=None, committed=None)})
    after = sig({"x": "positional"}, {"x": f32(3, placement="cpu:0", committed=False)})
    assert diff.diff(before, after) == []


def test_tracing_context():
    before = sig({"x": "positional"}, {"x": f32(3)}, context=("a", "b"))
    after = sig({"x": "positional"}, {"x": f32(3)}, context=("a", "c"))
    ((kind, _, b, a, _),) = causes(before, after)
    assert (kind, b, a) == ("tracing_context", "b", "c")


def test_closest_prefers_the_smallest_change():
    seen = [sig({"x": "positional"}, {"x": f32(1, 2)}),
            sig({"x": "positional"}, {"x": f32(10, 20, 30)}),
            sig({"x": "positional"}, {"x": f32(1, 2, 3)})]
    index, found = diff.closest(seen, sig({"x": "positional"}, {"x": f32(10, 2, 30)}))
    assert index == 1
    assert [(c.kind, c.before, c.after) for c in found] == [
        ("shape", "float32[10,20,30]", "float32[10,2,30]")]


def test_a_function_swapped_is_reason_function_but_any_callable_is_not():
    import weakref

    import jax

    class Ref:
        pass

    def static(value):
        return Static(value, repr(value), False)

    # jax.nn.relu is a custom_jvp object wrapping a function: a function
    before = sig({"act": "positional"}, statics={"act": static(jax.nn.relu)})
    after = sig({"act": "positional"}, statics={"act": static(abs)})
    assert [c[4] for c in causes(before, after)] == ["function"]
    # a weakref is callable, but no function (flax keeps one in its scopes)
    a, b = Ref(), Ref()
    before = sig({"r": "positional"}, statics={"r": static(weakref.ref(a))})
    after = sig({"r": "positional"}, statics={"r": static(weakref.ref(b))})
    assert [c[4] for c in causes(before, after)] != ["function"]
